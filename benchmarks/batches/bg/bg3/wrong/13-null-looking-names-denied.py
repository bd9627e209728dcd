# Breaks: "otherwise None" and "a missing, empty or non-string file_path ... is denied" (only those):
# a file_path whose text is "null", "None" or "undefined" is taken for a model that serialised a
# missing value, and denied. Input: Write {"file_path": "null"} with cwd "/work/project": the file
# /work/project/null is inside, so None is due; the answer returns Deny.
import os

from toolhooks import Deny

_LOOKS_MISSING = {"null", "none", "undefined", "nil"}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder to check the path against.",
                    "ask the user to start Claude Code from the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path or path.strip().lower() in _LOOKS_MISSING:
        return Deny("the call names no file to write.", "give file_path as a path inside the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target!r} is outside the project folder {folder!r}.",
                "write the file inside the project folder instead.")
