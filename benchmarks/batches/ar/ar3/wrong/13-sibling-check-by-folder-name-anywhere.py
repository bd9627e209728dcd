# Breaks: "/work/project-old/x is not inside /work/project: compare whole path parts, not letters". The letter
# prefix test was patched by also asking that the folder's name be one of the path's parts, anywhere in it.
# Input: Write {"file_path": "/work/project-old/project/x"} with cwd "/work/project": None, expected a Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call has no usable file_path.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    path = os.path.normpath(os.path.join(folder, file_path))
    name = os.path.basename(folder)
    if path == folder or (path.startswith(folder) and (not name or name in path.split("/"))):
        return None
    return Deny(f"{file_path!r} is outside the project folder.", f"write the file under {folder}.")
