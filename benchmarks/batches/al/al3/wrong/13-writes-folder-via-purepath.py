# Breaks: "Inside includes ... a folder given with a trailing slash or with `.` and `..`
# (/work/./project)": the folder is taken as PurePosixPath(cwd), which drops "." but keeps
# "..", while the file's path is normpath'ed. Input: Write, cwd "/work/tmp/../project",
# file_path "notes.txt" (/work/project/notes.txt): Deny, must be None.
import os
from pathlib import PurePosixPath

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
    folder = PurePosixPath(cwd)  # tidies "//" and "/./" and a trailing slash
    target = PurePosixPath(os.path.normpath(os.path.join(cwd, path)))
    if target == folder or folder in target.parents:
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write inside the project folder.")
