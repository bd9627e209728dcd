# Breaks "a fullwidth dot ... [is a name]" (and "Inside includes ... everything under" the
# folder): inside is tested as the string range folder/ <= path <= folder/ + "\uf8ff" (the
# prefix-query habit from Firestore), so a name starting above U+F8FF is outside. Input:
# cwd "/work/project", file_path "．env" (U+FF0E) or "😀.txt" -> Deny instead of None.
import os

from toolhooks import Deny

SENTINEL = "\uf8ff"


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to open a project first.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call has no file_path to check.", "send the file's path in file_path.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, path))
    low = folder.rstrip("/") + "/"
    if target == folder or low <= target <= low + SENTINEL:
        return None
    return Deny(f"{target} is outside the project folder {folder}.",
                "write the file inside the project folder instead.")
