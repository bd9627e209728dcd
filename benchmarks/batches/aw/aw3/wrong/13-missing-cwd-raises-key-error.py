# Breaks: "Deny ... whose `call.context.attributes` has no `"cwd"` (missing or `""` ...)".
# The folder is read with attributes["cwd"], so the empty string is denied but a session whose
# attributes have no "cwd" at all makes the hook raise KeyError: Write {"file_path": "/work/project/a.txt"}
# with make_context() (no attributes) raises instead of returning Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes["cwd"]  # the adapter always stores it
    if not folder:
        return Deny("this session has no project folder, so no write can be checked.",
                    "ask the user to start the session in the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the write names no file_path.", "give file_path as a path inside the project folder.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{path!r} is outside the project folder {folder}.", "write the file inside the project folder.")
