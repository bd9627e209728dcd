# Breaks "The project folder is trusted context: call.context.attributes["cwd"]" for each call:
# the first cwd seen for a session_id is kept for that session. Input: Write "/work/b/x" with
# context session_id "s_001", cwd "/work/b", after an earlier call of session "s_001" with cwd
# "/work/a" -> Deny instead of None.
import os

from toolhooks import Deny

_FOLDERS = {}  # session_id -> project folder: it cannot change mid-session


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    session = call.context.session_id
    folder = _FOLDERS.get(session)
    if folder is None:
        folder = call.context.attributes.get("cwd")
        if folder:
            _FOLDERS[session] = folder
    file_path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no file_path.", "give file_path as a path in the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or os.path.commonpath([folder, target]) == folder:
        return None
    return Deny(f"{file_path} is outside the project folder.", f"write it under {folder}.")
