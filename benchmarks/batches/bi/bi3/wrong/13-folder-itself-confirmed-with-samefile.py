# Wrong: "no file is read" and "Inside includes the folder itself (.)". A path that normalises
# to the folder is confirmed with os.path.samefile, which stats both: with cwd "/work/project"
# (absent on the machine) and file_path "." it raises FileNotFoundError instead of None.
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
    if os.path.relpath(target, root) == os.curdir:  # the folder itself: make sure it really is
        return None if os.path.samefile(target, root) else Deny("not the project folder", "write inside it")
    if target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{target} is outside the project folder", "write inside the project folder instead")
