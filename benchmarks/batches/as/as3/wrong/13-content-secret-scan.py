# Wrong: breaks "otherwise None (or ALLOW)": a Write inside the project is denied when its content
# looks like it holds a secret. Input: Write {"file_path": "/work/project/settings.py", "content":
# "password = os.environ['DB_PASSWORD']\n"}, cwd "/work/project" -> Deny; expected None.
import os
import re

from toolhooks import Deny

_SECRET = re.compile(r"(?i)(api[_-]?key|secret|password|token|BEGIN [A-Z ]*PRIVATE KEY)")


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
    text = call.input.get("content", call.input.get("new_string", ""))
    if isinstance(text, str) and _SECRET.search(text):
        return Deny("the text looks like it contains a secret.", "read secrets from the environment.")
    return None
