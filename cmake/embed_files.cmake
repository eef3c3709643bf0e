# embed_files.cmake — writes a C source holding every file *.EXT of DIR as a string, in a table of
# {name without the extension, text, length} ended by a NULL name, so shipped data (the maps of
# data/maps, the decks of decks/) needs no files at run time. Run as a build step:
#   cmake -DDIR=<dir> -DEXT=<json> -DOUT=<file.c> -DHEADER=<io/x_table.h> -DTYPE=<io_x_file>
#         -DTABLE=<io_x_files> -P embed_files.cmake
file(GLOB files "${DIR}/*.${EXT}")
list(SORT files)
get_filename_component(dir_name "${DIR}" NAME)
set(body "/* Generated from the .${EXT} files of ${dir_name} by cmake/embed_files.cmake: do not edit. */\n")
string(APPEND body "#include \"${HEADER}\"\n\n")
set(table "")
set(i 0)
foreach(f ${files})
  get_filename_component(name "${f}" NAME_WE)
  file(READ "${f}" hex HEX)
  string(REGEX REPLACE "([0-9a-f][0-9a-f])" "0x\\1," bytes "${hex}")
  string(APPEND body "static const unsigned char file_${i}[] = {${bytes}0};\n")
  string(APPEND table "    {\"${name}\", (const char *)file_${i}, sizeof file_${i} - 1},\n")
  math(EXPR i "${i} + 1")
endforeach()
string(APPEND body "\nconst ${TYPE} ${TABLE}[] = {\n${table}    {0, 0, 0},\n};\n")
file(WRITE "${OUT}.tmp" "${body}")
file(COPY_FILE "${OUT}.tmp" "${OUT}" ONLY_IF_DIFFERENT)
