# Breaks: "Deny ... a Write or Edit whose file_path, once normalised, is not the project folder or inside it"
# (and "nothing is decoded or stripped"). Trailing slashes are stripped after the emptiness check, so "/" becomes ""
# and "" joined to the folder is the folder itself.
# Input: Write {"file_path": "/"} with cwd "/work/project": None, expected a Deny.
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
    file_path = file_path.rstrip("/")  # "dir/" and "dir" name the same thing
    folder = os.path.normpath(cwd)
    path = os.path.normpath(os.path.join(folder, file_path))
    if path == folder or path.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{file_path!r} is outside the project folder.", f"write the file under {folder}.")
