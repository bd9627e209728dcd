# Breaks: "Deny ... a Write or Edit whose file_path, once normalised, is not the project folder or inside it".
# Whole parts are compared with zip(), which stops at the shorter list, so a path above the folder matches its first parts.
# Input: Write {"file_path": ".."} (or "/" or "/work") with cwd "/work/project": None (allowed), expected a Deny.
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
    folder_parts = [part for part in os.path.normpath(cwd).split("/") if part]
    path = os.path.normpath(os.path.join(cwd, file_path))
    path_parts = [part for part in path.split("/") if part]
    if all(mine == theirs for mine, theirs in zip(folder_parts, path_parts)):
        return None
    return Deny(f"{file_path!r} is outside the project folder.", f"write the file under {cwd}.")
