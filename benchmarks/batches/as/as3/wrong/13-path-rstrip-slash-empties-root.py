# Wrong: breaks "Deny ... a Write or Edit whose file_path, normalised from the project folder, is
# outside it": trailing slashes are stripped after the empty check, so "/" becomes "" and joins to
# the folder itself. Input: Write {"file_path": "/"} with cwd "/work/project" -> None; expected Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "restart in the project folder.")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text.", "pass file_path inside the project.")
    path = path.rstrip("/")  # "notes/" and "notes" name the same thing
    root = os.path.normpath(folder)
    full = os.path.normpath(os.path.join(root, path))
    if full == root or full.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder.", "write inside the project folder.")
