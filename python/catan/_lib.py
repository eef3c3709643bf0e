"""Loads libcatan (the engine's shared library) and declares the C functions the package calls.

The library is looked for, in order: at the path in the environment variable CATAN_LIB; as
``libcatan.so`` beside this file (where ``pip install`` puts it); then by the system's linker
search (``ctypes.util.find_library("catan")``, e.g. after ``cmake --install``).
"""
from __future__ import annotations

import ctypes
import ctypes.util
import os
from ctypes import POINTER, c_char_p, c_int, c_size_t, c_uint32, c_uint64, c_void_p, c_int32

MAX_ACTIONS = 8192  # CTN_MAX_ACTIONS (include/catan/game.h)
MAX_CHANCE = 256  # CTN_MAX_CHANCE
ACTION_TEXT_MAX = 96  # CTN_ACTION_TEXT_MAX
ERROR_MESSAGE_MAX = 512  # CTN_ERROR_MESSAGE_MAX (include/catan/status.h)


class Error(ctypes.Structure):
    """ctn_error: a status code and a NUL-terminated message."""

    _fields_ = [("status", c_int), ("message", ctypes.c_char * ERROR_MESSAGE_MAX)]


class EnvOut(ctypes.Structure):
    """ctn_env_out (include/catan/env.h): where a batch step writes, one row per environment."""

    _fields_ = [("obs", c_void_p), ("mask", c_void_p), ("rewards", c_void_p),
                ("terminated", c_void_p), ("truncated", c_void_p), ("final_obs", c_void_p),
                ("legal_ids", c_void_p), ("legal_count", c_void_p), ("played", c_void_p)]


def _candidates() -> list[str]:
    paths = []
    env = os.environ.get("CATAN_LIB")
    if env:
        paths.append(env)
    here = os.path.join(os.path.dirname(os.path.abspath(__file__)), "libcatan.so")
    if os.path.exists(here):
        paths.append(here)
    found = ctypes.util.find_library("catan")
    if found:
        paths.append(found)
    return paths


def _load() -> ctypes.CDLL:
    tried = _candidates()
    if not tried:
        raise ImportError(
            "catan: libcatan.so not found; set CATAN_LIB to its path (build it with "
            "`cmake --build build/release --target libcatan`) or reinstall the package")
    if os.environ.get("CATAN_LIB") and not os.path.exists(tried[0]):
        raise ImportError(f"catan: CATAN_LIB={tried[0]!r} does not exist")
    return ctypes.CDLL(tried[0])


# (name, restype, argtypes) of every C function used.
_PROTOTYPES = [
    ("ctn_version", c_char_p, []),
    ("ctn_status_name", c_char_p, [c_int]),
    ("ctn_ruleset_count", c_int, []),
    ("ctn_ffi_ruleset_name", c_char_p, [c_int]),
    ("ctn_ffi_game_new", c_int, [c_char_p, POINTER(c_void_p), POINTER(c_uint64), POINTER(Error)]),
    ("ctn_game_free", None, [c_void_p]),
    ("ctn_ffi_state_size", c_size_t, [c_void_p]),
    ("ctn_ffi_num_players", c_int, [c_void_p]),
    ("ctn_ffi_game_name", c_char_p, [c_void_p]),
    ("ctn_ffi_returns", None, [c_void_p, c_void_p, POINTER(c_int32)]),
    ("ctn_ffi_scores", None, [c_void_p, c_void_p, POINTER(c_int32)]),
    ("ctn_ffi_turns", c_uint32, [c_void_p, c_void_p]),
    ("ctn_game_init_state", None, [c_void_p, c_void_p, c_uint64]),
    ("ctn_game_actors", c_uint32, [c_void_p, c_void_p]),
    ("ctn_game_legal", c_int, [c_void_p, c_void_p, c_int, ctypes.c_uint, POINTER(c_uint32)]),
    ("ctn_game_chance", c_int, [c_void_p, c_void_p, POINTER(c_uint32), POINTER(c_uint32)]),
    ("ctn_game_is_terminal", c_int, [c_void_p, c_void_p]),
    ("ctn_game_apply_checked", c_int, [c_void_p, c_void_p, c_int, c_uint32, POINTER(Error)]),
    ("ctn_game_sample_own_chance", c_uint32, [c_void_p, c_void_p]),
    ("ctn_state_hash", c_uint64, [c_void_p, c_void_p]),
    ("ctn_action_to_text", c_int, [c_void_p, c_void_p, c_uint32, c_char_p, c_size_t]),
    ("ctn_action_from_text", c_int,
     [c_void_p, c_void_p, c_int, c_char_p, POINTER(c_uint32), POINTER(Error)]),
    ("ctn_state_to_json", c_int, [c_void_p, c_void_p, POINTER(c_void_p), POINTER(Error)]),
    ("ctn_state_view_to_json", c_int,
     [c_void_p, c_void_p, c_int, POINTER(c_void_p), POINTER(Error)]),
    ("ctn_state_from_json", c_int,
     [c_void_p, c_char_p, c_size_t, c_void_p, POINTER(Error)]),
    ("ctn_io_free", None, [c_void_p]),
    ("ctn_ffi_bot_type_name", c_char_p, [c_int]),
    ("ctn_ffi_ruleset_info", c_int, [c_int, POINTER(c_char_p), POINTER(c_int), POINTER(c_int)]),
    ("ctn_ffi_option_value_name", c_char_p, [c_int, c_char_p, c_int]),
    ("ctn_bot_new", c_int, [c_void_p, c_char_p, c_int, c_uint64, POINTER(c_void_p), POINTER(Error)]),
    ("ctn_bot_free", None, [c_void_p]),
    ("ctn_bot_name", c_char_p, [c_void_p]),
    ("ctn_bot_wants_notify", c_int, [c_void_p]),
    ("ctn_bot_notify", None, [c_void_p, c_void_p, c_void_p, c_int, c_int, c_uint32]),
    ("ctn_bot_choose", c_int,
     [c_void_p, c_void_p, c_void_p, c_int, ctypes.c_uint, c_void_p, POINTER(c_uint32),
      POINTER(c_uint32)]),
    ("ctn_game_observe", None, [c_void_p, c_void_p, c_int, c_void_p]),
    ("ctn_game_determinize", None, [c_void_p, c_void_p, c_void_p, c_void_p]),
    ("ctn_env_supported", c_int, [c_void_p, POINTER(Error)]),
    ("ctn_env_obs_size", c_int, [c_void_p]),
    ("ctn_env_action_count", c_int, [c_void_p]),
    ("ctn_env_encode", None, [c_void_p, c_void_p, c_int, c_void_p]),
    ("ctn_env_action_to_id", c_int, [c_void_p, c_void_p, c_int, c_uint32]),
    ("ctn_env_action_from_id", c_int, [c_void_p, c_void_p, c_int, c_int, POINTER(c_uint32),
                                       POINTER(Error)]),
    ("ctn_env_mask", c_int, [c_void_p, c_void_p, c_int, c_void_p, POINTER(c_uint32)]),
    ("ctn_env_stride", c_size_t, [c_void_p]),
    ("ctn_env_batch_reset", c_int, [c_void_p, c_void_p, c_int, c_uint64, c_int, POINTER(EnvOut),
                                    POINTER(Error)]),
    ("ctn_env_batch_step", c_int, [c_void_p, c_void_p, c_int, c_void_p, c_uint32, ctypes.c_uint,
                                   c_void_p, c_void_p, POINTER(EnvOut), POINTER(Error)]),
    # search analysis and tournaments (include/catan/ffi.h, end)
    ("ctn_ffi_bot_root_stats", c_int,
     [c_void_p, POINTER(c_uint32), POINTER(c_uint32), POINTER(ctypes.c_double), c_int]),
    ("ctn_ffi_seed_derive", c_uint64, [c_uint64, c_uint64]),
    ("ctn_ffi_tally_new", c_void_p, []),
    ("ctn_ffi_tally_free", None, [c_void_p]),
    ("ctn_ffi_tally_count", c_int, [c_void_p]),
    ("ctn_ffi_tally_bot", c_char_p,
     [c_void_p, c_int, POINTER(c_uint64), POINTER(c_uint64), POINTER(ctypes.c_int64)]),
    ("ctn_ffi_tally_beat", c_uint64, [c_void_p, c_int, c_int]),
    ("ctn_tally_add", c_int, [c_void_p, c_char_p]),
    ("ctn_tally_game", None, [c_void_p, c_int, POINTER(c_int), c_int, POINTER(c_int32)]),
    ("ctn_tally_ratings", None, [c_void_p, POINTER(ctypes.c_double)]),
    ("ctn_ffi_share_test", c_int, [c_uint64, c_uint64, ctypes.c_double, POINTER(ctypes.c_double)]),
    ("ctn_ffi_wilson95", None, [c_uint64, c_uint64, POINTER(ctypes.c_double)]),
]


def _declare(lib: ctypes.CDLL) -> ctypes.CDLL:
    for name, restype, argtypes in _PROTOTYPES:
        fn = getattr(lib, name)
        fn.restype = restype
        fn.argtypes = argtypes
    return lib


lib = _declare(_load())
