# Breaks: "The project folder is trusted context: call.context.attributes["cwd"]" (this call's). The
# first folder seen for a user is remembered and used for that user's later calls. Input: user u_004,
# session s_001, cwd "/work/a", Write "x.txt"; then user u_004, session s_002, cwd "/work/b", Write
# {"file_path": "/work/b/y.txt"}: inside its own folder (None is due); the answer denies it.
import os

from toolhooks import Deny

_folder_of_user = {}


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    given = call.context.attributes.get("cwd")
    if not isinstance(given, str) or not given:
        return Deny("this session has no project folder to check the path against.",
                    "ask the user to start Claude Code from the project folder.")
    folder = _folder_of_user.setdefault(call.context.user_id, os.path.normpath(given))
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file to write.", "give file_path as a path inside the project.")
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    return Deny(f"{target!r} is outside the project folder {folder!r}.",
                "write the file inside the project folder instead.")
