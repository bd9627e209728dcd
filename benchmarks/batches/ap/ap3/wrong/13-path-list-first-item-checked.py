# Breaks (Ex. 13, Returns): "Deny(reason, alternative) for a Write or Edit whose file_path is ...
# not a str". A list of paths is taken to mean "these files", and its first item is checked.
# Input: Write, cwd "/work/project", file_path ["notes.txt"] (a JSON array): returns None;
# expected a Deny (a list is not a str).
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder", "open the project, then retry")
    path = call.input.get("file_path")
    if isinstance(path, (list, tuple)) and path:
        path = path[0]  # the model sent the path wrapped in a list
    if not isinstance(path, str) or not path:
        return Deny("the write names no file", "give file_path, a path inside the project")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder", f"write it under {folder}")
