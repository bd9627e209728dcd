# Breaks "`.` and `..` are resolved on the text, with os.path.normpath" (a path is judged by where it
# lands): any file_path that normpath would change is refused as a "path trick". Input: Write, cwd
# "/work/project", file_path "./notes.txt" (or "src//main.py", "src/./a.py") -> denied; it lands inside.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("this session has no project folder.", "start Claude Code from the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("file_path must be a non-empty string.", "pass the path of the file to write.")
    if os.path.normpath(file_path) != file_path:
        return Deny(f"{file_path!r} is not a plain path.", "send the path without '.', '..' or doubled slashes.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{target} is outside the project folder {folder}.", f"write it under {folder}.")
