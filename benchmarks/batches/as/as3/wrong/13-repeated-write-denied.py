# Wrong: breaks "otherwise None (or ALLOW)": the same Write/Edit twice in a row in a session is
# taken for a loop and denied. Input: Write {"file_path": "/work/project/a.txt", "content": "x"}
# with cwd "/work/project", called twice -> the second returns Deny; expected None both times.
import os

from toolhooks import Deny

_last = {}


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
    key = (call.tool_name, sorted(call.input.items(), key=lambda item: item[0]))
    if _last.get(call.context.session_id) == key:
        return Deny("this exact change was just made; repeating it looks like a loop.",
                    "read the file to check the change, then move on.")
    _last[call.context.session_id] = key
    return None
