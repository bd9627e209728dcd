# Breaks: the verdict depends on `file_path` only: "another key such as `path` does not count" and
# "otherwise `None`" (Returns, ex. 13). Every input key ending in "path" must also be inside:
# cwd "/work/project", Write {"file_path": "notes.txt", "path": "/tmp"} is denied although its file_path
# is inside. Calls whose only path key is file_path are right.
import os

from toolhooks import Deny

_ALTERNATIVE = "write the file inside the project folder, with a path relative to it"


def _inside(folder, path):
    target = os.path.normpath(os.path.join(folder, path))
    return target == folder or target.startswith(folder.rstrip("/") + "/")


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder, so no write can be checked.", _ALTERNATIVE)
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call names no file_path to check.", _ALTERNATIVE)
    folder = os.path.normpath(cwd)
    for key, value in call.input.items():  # belt and braces: any path-like argument
        if key.endswith("path") and isinstance(value, str) and value and not _inside(folder, value):
            return Deny(f"{key} {value!r} is outside the project folder {folder}.", _ALTERNATIVE)
    return None
