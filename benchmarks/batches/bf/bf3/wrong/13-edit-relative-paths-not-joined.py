# Wrong: breaks "a relative file_path is taken from the project folder" for Edit. Claude Code
# sends Edit absolute paths, so this answer normalises an Edit's path alone, without joining it
# to the folder: Edit {"file_path": "src/app.py"} with cwd "/work/project" becomes "src/app.py",
# which does not start with "/work/project/", and is denied. Write, and absolute Edit paths, pass.
import os

from toolhooks import Deny


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
    if call.tool_name == "Edit":
        target = os.path.normpath(path)  # Edit always targets an existing, absolute path
    else:
        target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder.", f"write the file under {root} instead.")
