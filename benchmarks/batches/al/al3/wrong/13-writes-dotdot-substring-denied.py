# Breaks: "`.` and `..` are resolved on the text, with os.path.normpath" and "`..hidden` ...
# are names": any file_path containing ".." is denied as traversal before it is resolved.
# Input: Write, cwd "/work/project", file_path "notes..txt" (or "src/../app.py", which is
# /work/project/app.py): Deny, must be None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not cwd:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path.", "give the file's path inside the project.")
    if ".." in path:  # path traversal
        return Deny("path traversal is not allowed.", "give the path without '..'.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
