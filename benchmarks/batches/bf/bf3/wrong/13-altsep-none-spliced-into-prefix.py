# Wrong: breaks "/work/project-old/x is not inside /work/project: compare whole path parts". For
# portability it accepts both separators, prefixes = f"{root}{os.sep}", f"{root}{os.altsep}";
# on Linux os.altsep is None, so the second prefix is "/work/projectNone": file_path
# "/work/projectNone/x.txt" (or "/work/projectNonesense") with cwd "/work/project" is allowed.
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
    base = root.rstrip("/\\")
    prefixes = tuple(f"{base}{separator}" for separator in (os.sep, os.altsep))
    if target == root or target.startswith(prefixes):
        return None
    return Deny(f"{path} is outside the project folder.", f"write the file under {root} instead.")
