# Wrong: breaks "otherwise None (or ALLOW)": a per-session budget of 200 writes stops a runaway
# agent, so the 201st Write inside the project is denied. Input: 201 calls of Write
# {"file_path": "/work/project/n.txt"} with cwd "/work/project", session "s_001" -> the last is Deny;
# expected None every time.
import os
from collections import Counter

from toolhooks import Deny

MAX_WRITES = 200
_writes = Counter()


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "restart in the project folder.")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text.", "pass file_path inside the project.")
    root = os.path.normpath(folder)
    full = os.path.normpath(os.path.join(root, path))
    if not (full == root or full.startswith(root.rstrip("/") + "/")):
        return Deny(f"{path!r} is outside the project folder.", "write inside the project folder.")
    _writes[call.context.session_id] += 1
    if _writes[call.context.session_id] > MAX_WRITES:
        return Deny("this session has written too many files.", "stop and summarise for the user.")
    return None
