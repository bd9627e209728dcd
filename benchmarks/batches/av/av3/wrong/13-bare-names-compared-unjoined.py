# Breaks: "a relative `file_path` is taken from the project folder". Only paths starting with
# "./" or "../" are treated as relative; a bare name like "notes.txt" is compared as it is and
# is never under the folder.
# Input: cwd "/work/project", Write file_path "notes.txt" -> Deny; expected None.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("no project folder is known for this session.", "start Claude Code in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file_path to check.", "give file_path as a path inside the project.")
    folder = os.path.normpath(cwd)
    if path in (".", "..") or path.startswith(("./", "../")):  # a relative path
        path = os.path.join(folder, path)
    target = os.path.normpath(path)
    if folder == "/" or target == folder or target.startswith(folder + "/"):
        return None
    return Deny(f"{path} is outside the project folder {folder}.", "write the file inside the project folder instead.")
