# Breaks: "`.` and `..` are resolved on the text, with os.path.normpath" (only a file_path
# *starting* with "//" is not graded): an empty part ("a//b") is denied as malformed instead
# of normalised. Input: Write, cwd "/work/project", file_path "src//main.py"
# (/work/project/src/main.py): Deny, must be None.
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
    if "//" in path:
        return Deny("the path has an empty part.", "write the path with single slashes.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
