# Wrong: "Deny(reason, alternative) for a Write or Edit whose file_path ... is outside it" and
# "a lone surrogate ... is a name". The reason shows the path percent-quoted (so no newline
# reaches the model's prompt); urllib.parse.quote encodes to UTF-8 first: file_path
# "../\ud800" raises UnicodeEncodeError instead of returning a Deny.
import os
from urllib.parse import quote

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
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{quote(target)} is outside the project folder", "write inside the project folder instead")
