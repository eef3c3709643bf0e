/* board.h — board descriptions and the hex topology built from them.
 *
 * A board description is plain data: a list of hexes (axial coordinates, terrain, number token)
 * and a list of harbours (a hex edge and a harbour type). The topology is what the rules need
 * from the geometry: vertex and edge ids, their adjacencies, the coastline and the harbour
 * vertices. It is built once per game from any hex list, so the same code serves the 19-hex base
 * board, the 30-hex 5–6 board and the 225-hex world map.
 *
 * Coordinates: axial (q, r), pointy-top hexes, r grows southward and q eastward. Neighbour
 * directions and hex corners are numbered as in ctn_dir and ctn_corner below. Vertex and edge ids
 * are assigned in reading order (top to bottom, then left to right) so "v0" is the topmost-left
 * corner of the board.
 */
#ifndef CATAN_BOARD_H
#define CATAN_BOARD_H

#include <stdint.h>

#include "catan/export.h"
#include "catan/status.h"

/* Terrain of a hex. Land terrains producing a resource map to it with ctn_terrain_resource(). */
typedef enum ctn_terrain {
    CTN_SEA = 0,
    CTN_FOREST,    /* lumber */
    CTN_HILLS,     /* brick */
    CTN_PASTURE,   /* wool */
    CTN_FIELDS,    /* grain */
    CTN_MOUNTAINS, /* ore */
    CTN_DESERT,
    CTN_GOLD,
    CTN_SEVEN_ISLAND,
    CTN_TERRAIN_COUNT
} ctn_terrain;

/* The five resources, in the order used by every hand, bank and cost array. */
typedef enum ctn_resource {
    CTN_LUMBER = 0,
    CTN_BRICK,
    CTN_WOOL,
    CTN_GRAIN,
    CTN_ORE,
    CTN_RESOURCE_COUNT
} ctn_resource;

/* Harbour types: generic 3:1, or 2:1 for one resource (CTN_HARBOUR_LUMBER + resource). */
typedef enum ctn_harbour_type {
    CTN_HARBOUR_GENERIC = 0,
    CTN_HARBOUR_LUMBER,
    CTN_HARBOUR_BRICK,
    CTN_HARBOUR_WOOL,
    CTN_HARBOUR_GRAIN,
    CTN_HARBOUR_ORE,
    CTN_HARBOUR_TYPE_COUNT
} ctn_harbour_type;

/* Hex edge directions (pointy-top): the neighbour across that edge is (q+dq, r+dr). */
typedef enum ctn_dir {
    CTN_DIR_E = 0,
    CTN_DIR_NE,
    CTN_DIR_NW,
    CTN_DIR_W,
    CTN_DIR_SW,
    CTN_DIR_SE
} ctn_dir;

/* Hex corners, clockwise from the top. */
typedef enum ctn_corner {
    CTN_CORNER_N = 0,
    CTN_CORNER_NE,
    CTN_CORNER_SE,
    CTN_CORNER_S,
    CTN_CORNER_SW,
    CTN_CORNER_NW
} ctn_corner;

enum {
    CTN_BOARD_MAX_HEXES = 256,   /* 225 world tiles fit */
    CTN_BOARD_MAX_HARBOURS = 32, /* world map: 27 */
    CTN_TOPO_MAX_VERTICES = 640, /* 225-hex mat: 510 */
    CTN_TOPO_MAX_EDGES = 896,    /* 225-hex mat: 734 */
    CTN_BOARD_MAX_AREAS = 32,    /* named land areas (islands) of a map */
    CTN_BOARD_MAX_SEVEN = 4,     /* 7-islands of a map (World: 1) */
    CTN_AREA_NAME_MAX = 24,      /* an area's name, with its terminating zero */
    CTN_NONE = 0xFFFF            /* "no vertex / edge / hex" in topology tables */
};

typedef struct ctn_hex_desc {
    int8_t q, r;
    uint8_t terrain; /* ctn_terrain */
    uint8_t number;  /* 2..12, or 0 for none */
    uint8_t area;    /* 1 + index into the board's areas; 0: none (or computed, see below) */
} ctn_hex_desc;

/* World's 7-island: a land hex without a number whose corners pay on every 7, each the landscape
 * printed there (a resource terrain or CTN_GOLD), by ctn_corner. */
typedef struct ctn_seven_island_desc {
    uint16_t hex; /* index into hexes (a CTN_SEVEN_ISLAND hex) */
    uint8_t corners[6];
} ctn_seven_island_desc;

typedef struct ctn_harbour_desc {
    int8_t q, r;  /* the land hex carrying the harbour */
    uint8_t edge; /* ctn_dir of that hex's edge facing the sea */
    uint8_t type; /* ctn_harbour_type */
} ctn_harbour_desc;

/* A named land area (an island, in Seafarers): where set-up may be and what pays the island
 * bonus. */
typedef struct ctn_area_desc {
    char name[CTN_AREA_NAME_MAX];
    uint8_t setup; /* 1: set-up settlements may go here */
} ctn_area_desc;

/* A complete board: what an outside program sends to mirror its own board exactly, and what a
 * map file holds. A zeroed description with hexes filled in is valid: no pirate, computed areas.
 *
 * Areas: with num_areas == 0 each connected group of land hexes other than deserts is one area
 * and set-up may be anywhere; with named areas each land hex is in the area it names (or none),
 * and set-up is in the areas marked `setup` (anywhere when none is). */
typedef struct ctn_board_desc {
    uint16_t num_hexes;
    uint16_t num_harbours;
    int16_t robber;  /* index into hexes of the robber's start, or -1 for "the first desert" (off
                        the board when there is none) */
    uint16_t pirate; /* 1 + index into hexes of the pirate's start (a sea hex); 0: no pirate */
    uint16_t robber2; /* World: 1 + index into hexes of the second robber's start; 0: none */
    uint16_t pirate2; /* World: 1 + index into hexes of the second pirate's start; 0: none */
    uint8_t num_areas;
    uint8_t num_seven; /* 7-islands (each hex of terrain seven_island has one entry) */
    ctn_hex_desc hexes[CTN_BOARD_MAX_HEXES];
    ctn_harbour_desc harbours[CTN_BOARD_MAX_HARBOURS];
    ctn_area_desc areas[CTN_BOARD_MAX_AREAS];
    ctn_seven_island_desc seven[CTN_BOARD_MAX_SEVEN];
} ctn_board_desc;

/* The topology derived from a hex list. Hexes keep the order of the description. */
typedef struct ctn_topology {
    uint16_t num_hexes, num_vertices, num_edges, num_harbours;
    int8_t hex_q[CTN_BOARD_MAX_HEXES], hex_r[CTN_BOARD_MAX_HEXES];
    uint16_t hex_vertex[CTN_BOARD_MAX_HEXES][6];    /* by ctn_corner */
    uint16_t hex_edge[CTN_BOARD_MAX_HEXES][6];      /* by ctn_dir */
    uint16_t hex_neighbour[CTN_BOARD_MAX_HEXES][6]; /* by ctn_dir; CTN_NONE off the list */
    uint16_t vertex_hex[CTN_TOPO_MAX_VERTICES][3];  /* CTN_NONE-padded */
    uint16_t vertex_vertex[CTN_TOPO_MAX_VERTICES][3];
    uint16_t vertex_edge[CTN_TOPO_MAX_VERTICES][3];
    uint8_t vertex_degree[CTN_TOPO_MAX_VERTICES]; /* number of valid vertex_vertex entries */
    int16_t vertex_x[CTN_TOPO_MAX_VERTICES], vertex_y[CTN_TOPO_MAX_VERTICES]; /* drawing units */
    uint16_t edge_vertex[CTN_TOPO_MAX_EDGES][2];
    uint16_t edge_hex[CTN_TOPO_MAX_EDGES][2]; /* CTN_NONE-padded; one entry = coastline */
    uint16_t harbour_edge[CTN_BOARD_MAX_HARBOURS];
    uint16_t harbour_vertex[CTN_BOARD_MAX_HARBOURS][2];
} ctn_topology;

/* Axial offset of the neighbour in direction d. */
CTN_API void ctn_dir_offset(int d, int *dq, int *dr);

/* Name of a direction ("E", "NE", ...) and the reverse lookup; -1 if unknown. */
CTN_API const char *ctn_dir_name(int d);
CTN_API int ctn_dir_from_name(const char *name);

/* Names used in text and JSON: "forest", "lumber", "3:1"/"wool", ...; reverse lookups return -1. */
CTN_API const char *ctn_terrain_name(int terrain);
CTN_API int ctn_terrain_from_name(const char *name);
CTN_API const char *ctn_resource_name(int resource);
CTN_API int ctn_resource_from_name(const char *name);
CTN_API const char *ctn_harbour_type_name(int type);
CTN_API int ctn_harbour_type_from_name(const char *name);

/* Resource produced by a terrain, or -1 (sea, desert, gold, seven-island). */
CTN_API int ctn_terrain_resource(int terrain);

/* Drawing position of a hex centre in the same units as vertex_x / vertex_y. */
CTN_API void ctn_hex_center(int q, int r, int *x, int *y);

/* Builds the topology of the hexes in `desc` (every listed hex, land or sea) and locates its
 * harbours. Fails with CTN_E_BOARD and a message on duplicate hexes, too many vertices or edges,
 * or a harbour whose edge is not on the listed hex or not on the coast. */
CTN_API ctn_status ctn_topology_build(const ctn_board_desc *desc, ctn_topology *topo,
                                      ctn_error *err);

/* The "New World" Seafarers map for 3-6 players (docs/maps.md): islands in a sea frame, dealt
 * from `seed` (the same seed, the same board). Fails with CTN_E_BOARD for other player counts. */
CTN_API ctn_status ctn_new_world_board(int players, uint64_t seed, ctn_board_desc *out,
                                       ctn_error *err);

/* Index of the hex at (q, r) in the topology, or -1. */
CTN_API int ctn_topology_find_hex(const ctn_topology *topo, int q, int r);

#endif
