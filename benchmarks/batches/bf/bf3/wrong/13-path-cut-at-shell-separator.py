# Wrong: breaks "a;b|c&d ... are names" and "Normalising is on the text only". It drops anything
# after the first ";", "|" or "&" as shell junk before normalising: file_path
# "x;/../../../etc/passwd" with cwd "/work/project" (normalised: "/etc/passwd", outside) is
# checked as "x" and allowed. Paths without those characters are handled correctly.
import os
import re

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
    path = re.split(r"[;|&]", path, maxsplit=1)[0] or path
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(f"{path} is outside the project folder.", f"write the file under {root} instead.")
