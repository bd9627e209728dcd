# Wrong: breaks "otherwise None" for names the text calls plain names ("a fullwidth dot, a lone
# surrogate ... are names"): the prefix test uses hmac.compare_digest, which raises TypeError on
# non-ASCII str. Input: Write file_path "/work/project/café.txt", cwd "/work/project" -> TypeError
# "comparing strings with non-ASCII characters is not supported"; expected None.
import hmac
import os

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "restart in the project folder.")
    if not isinstance(path, str) or not path:
        return Deny("file_path is missing or not text.", "pass file_path inside the project.")
    root = os.path.normpath(folder)
    full = os.path.normpath(os.path.join(root, path))
    prefix = root.rstrip("/") + "/"
    # constant-time comparisons, so the check leaks nothing about the folder's name
    if hmac.compare_digest(full, root) or hmac.compare_digest(full[: len(prefix)], prefix):
        return None
    return Deny(f"{path!r} is outside the project folder.", "write inside the project folder.")
