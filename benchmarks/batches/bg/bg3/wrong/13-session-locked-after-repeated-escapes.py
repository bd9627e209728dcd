# Breaks: "otherwise None" (the verdict depends on this call's path and folder only). After three
# escapes in one session, every later Write/Edit of that session is denied (a circuit breaker).
# Input: in session "s_001" with cwd "/work/project", three Writes to "/etc/x" (denied), then Write
# {"file_path": "notes.txt"}: inside, None is due; the answer returns Deny.
import os

from toolhooks import Deny

_escapes = {}
_LIMIT = 3


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    session = call.context.session_id
    if _escapes.get(session, 0) >= _LIMIT:
        return Deny("this session tried to write outside the project too often; writes are locked.",
                    "ask the user to review the session before writing again.")
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder to check the path against.",
                    "ask the user to start Claude Code from the project folder.")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the call names no file to write.", "give file_path as a path inside the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    _escapes[session] = _escapes.get(session, 0) + 1
    return Deny(f"{target!r} is outside the project folder {folder!r}.",
                "write the file inside the project folder instead.")
