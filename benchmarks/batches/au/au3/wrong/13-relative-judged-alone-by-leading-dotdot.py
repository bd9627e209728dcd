# Breaks "a relative file_path is taken from the project folder": a relative path is judged alone, denied
# when its normpath starts with "..", without joining it to the folder. Input: Write, cwd "/work/project",
# file_path "../project/notes.txt" -> denied, yet it is /work/project/notes.txt, inside (and with cwd "/",
# "../x" is "/x", inside too).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not isinstance(cwd, str) or not cwd:
        return Deny("no project folder is known for this session.", "start the session from the project folder.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("Write and Edit need a file_path.", "pass the path of a file inside the project.")
    if os.path.isabs(file_path):
        folder = os.path.normpath(cwd)
        target = os.path.normpath(file_path)
        inside = folder == "/" or target == folder or target.startswith(folder + "/")
    else:
        relative = os.path.normpath(file_path)
        inside = not (relative == ".." or relative.startswith("../"))  # does it climb out?
    if inside:
        return None
    return Deny(f"{file_path} leaves the project folder.", "write inside the project folder instead.")
