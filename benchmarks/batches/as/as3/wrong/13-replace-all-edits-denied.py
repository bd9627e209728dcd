# Wrong: breaks "otherwise None (or ALLOW)": an Edit with replace_all true is denied inside the
# project (a mass edit the user never sees). Input: Edit {"file_path": "/work/project/a.py",
# "old_string": "foo", "new_string": "bar", "replace_all": true}, cwd "/work/project" -> Deny;
# expected None.
import os

from toolhooks import Deny


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
    if call.tool_name == "Edit" and call.input.get("replace_all") is True:
        return Deny("replace_all rewrites every occurrence at once.", "edit one occurrence at a time.")
    return None
