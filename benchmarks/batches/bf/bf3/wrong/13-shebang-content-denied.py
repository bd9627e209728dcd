# Wrong: breaks "otherwise None" for a Write inside the folder: it also refuses scripts, any
# Write whose content starts with "#!", so Write {"file_path": "run.py", "content":
# "#!/usr/bin/env python\n"} with cwd "/work/project" is denied though the path is inside.
# Writes of ordinary content inside the folder pass.
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
    content = call.input.get("content")
    if call.tool_name == "Write" and isinstance(content, str) and content.startswith("#!"):
        return Deny("writing executable scripts is not allowed.", "write a plain module instead.")
    return None
