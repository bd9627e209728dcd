# Breaks (Ex. 13, Returns): "Deny(reason, alternative) for a Write or Edit whose file_path is ...
# not a str"; "nothing to check is no permission". An odd path is handed to a person with Ask.
# Input: Write, cwd "/work/project", file_path {"path": "notes.txt"} (or 42): returns Ask(...);
# expected a Deny. (Missing and empty paths are denied.)
import os

from toolhooks import Ask, Deny


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder", "open the project, then retry")
    path = call.input.get("file_path")
    if path is None or path == "":
        return Deny("the write names no file", "give file_path, a path inside the project")
    if not isinstance(path, str):
        return Ask(f"the model gave file_path as {type(path).__name__}; allow this write?")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder", f"write it under {folder}")
