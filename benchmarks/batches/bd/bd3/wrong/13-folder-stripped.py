# Breaks "a space at its end is part of it: its files are allowed": the cwd is stripped, so
# with cwd "/work/project " Write {"file_path": "/work/project /notes.txt"} is denied, and
# {"file_path": "/work/project/x"} (outside it) is allowed.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = str(call.context.attributes.get("cwd", "")).strip()
    if not cwd:
        return Deny("this session has no project folder to check against.", "ask the user which folder to write in.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path in the project.")
    root = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{path} is outside the project folder {cwd}.", "write the file inside the project folder.")
