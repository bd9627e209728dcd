# Wrong: breaks "otherwise None" for a path inside the folder. It also protects generated
# folders, denying any target with a "node_modules" or "__pycache__" part: Write
# "node_modules/pkg/index.js" with cwd "/work/project" is denied though it is inside.
# Other inside paths pass, and outside paths are denied as the text asks.
import os

from toolhooks import Deny

_GENERATED = {"node_modules", "__pycache__"}


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "start the session in a project.")
    if not isinstance(path, str) or not path:
        return Deny("the write has no file_path to check.", "give file_path inside the project.")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if not (target == root or target.startswith(root.rstrip("/") + "/")):
        return Deny(f"{path} is outside the project folder.", f"write the file under {root} instead.")
    if _GENERATED & set(target[len(root):].split("/")):
        return Deny("generated folders are rebuilt by tools, not edited.", "edit the sources instead.")
    return None
