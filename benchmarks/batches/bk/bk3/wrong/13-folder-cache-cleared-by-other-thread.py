# Breaks Exercise 13: "by two threads at the same time ... no module-level variable that a call
# writes and then reads". Input: two threads checking writes for many different project folders
# at once: one finds its folder in _FOLDERS, the other clears the full cache, and the first's
# _FOLDERS[cwd] raises KeyError instead of returning None or a Deny.
import os

from toolhooks import Deny

_FOLDERS = {}


def _folder(cwd):
    if cwd not in _FOLDERS:
        if len(_FOLDERS) >= 64:
            _FOLDERS.clear()  # keep the cache small
        _FOLDERS[cwd] = os.path.normpath(cwd)
    return _FOLDERS[cwd]


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder to check writes against",
                    "ask the user to start Claude Code inside the project folder")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check", "give file_path as a path inside the project")
    folder = _folder(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}", f"write the file under {folder}")
