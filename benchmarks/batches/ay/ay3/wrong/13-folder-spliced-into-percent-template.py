# Breaks: "Returns: `Deny(reason, alternative)` ... for a `Write` or `Edit` whose
# `file_path` ... is outside it" and "the folder's name is text". The folder is pasted into a
# %-template before the path is formatted in: with cwd "/work/50%off" and file_path
# "/etc/passwd", "%o" becomes a conversion and the hook raises TypeError instead of Deny.
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    cwd = call.context.attributes.get("cwd")
    if not cwd:
        return Deny("this session has no project folder.", "ask the user which folder to use.")
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("no file_path to check.", "give the file's path inside the project.")
    folder = os.path.normpath(cwd)
    target = os.path.normpath(os.path.join(folder, file_path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    template = "%s is outside the project folder " + folder + "."
    return Deny(template % file_path, "write the file under " + folder + " instead.")
