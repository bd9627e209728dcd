# Wrong: "Inside includes ... everything under / when that is the folder". Inside is "the
# folder's text removed from the front leaves nothing or a /...": with cwd "/" and file_path
# "/tmp/x" the rest is "tmp/x", so every write under / is denied.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", "start the session in the project folder")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text", "pass file_path as text inside the project")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    rest = target.removeprefix(root)
    if rest != target or target == root:
        if rest == "" or rest.startswith("/"):
            return None
    return Deny(f"{target} is outside the project folder", "write inside the project folder instead")
