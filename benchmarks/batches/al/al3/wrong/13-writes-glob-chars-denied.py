# Breaks: "so are names with ... a `#` or `?` (no URL is read), `{x}`, `{0}` ..." and the
# folder "is text ... not a pattern": a file_path with a glob character (*, ?, [) is denied
# as "a wildcard could hit many files". Input: Write, cwd "/work/project", file_path
# "why?.md" (or "[1].txt"): Deny, must be None.
import glob
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
    if glob.has_magic(path):
        return Deny("wildcards are not allowed in file_path.", "name one file exactly.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
