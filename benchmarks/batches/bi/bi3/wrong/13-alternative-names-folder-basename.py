# Wrong: "Returns: Deny(reason, alternative) (an alternative that is not blank)". The
# alternative is the folder's basename: with cwd "/work/project/" (a trailing slash) and
# file_path "/etc/passwd" the Deny's alternative is "" (likewise any Deny when cwd is "/").
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", "start the session in the project folder")
    suggestion = os.path.basename(folder)  # e.g. "project": where the file should go
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text", suggestion)
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{target} is outside the project folder", suggestion)
