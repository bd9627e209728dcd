# Wrong: breaks "otherwise None" for a path inside the folder. It treats a file_path whose last
# part has no extension as a folder name and refuses it: Write "Makefile" (or "bin/run") with
# cwd "/work/project" is denied though it is inside. Names with an extension pass, and outside
# paths are denied as the text asks.
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
    target = os.path.normpath(os.path.join(root, path))
    if not (target == root or target.startswith(root.rstrip("/") + "/")):
        return Deny(f"{path} is outside the project folder.", f"write the file under {root} instead.")
    if target != root and not os.path.splitext(target)[1]:
        return Deny(f"{path} looks like a folder, not a file.", "name the file with its extension.")
    return None
