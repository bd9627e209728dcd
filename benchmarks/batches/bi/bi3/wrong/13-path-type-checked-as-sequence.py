# Wrong: "Deny(reason, alternative) for a Write or Edit whose file_path is missing, empty or
# not a str (bytes too ...)". "Is it text?" is tested with isinstance(path, Sequence), which
# bytes and (frozen) lists pass: file_path=b"../x" or ["a.txt"] reaches os.path.join and
# raises TypeError instead of returning a Deny.
import os
from collections.abc import Sequence

from toolhooks import Deny


def keep_writes_in_project(call):
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", "start the session in the project folder")
    path = call.input.get("file_path")
    if not isinstance(path, Sequence) or len(path) == 0:
        return Deny("file_path is missing or not a path", "pass file_path as text inside the project")
    root = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(root, path))
    if os.path.commonpath([root, target]) == root:
        return None
    return Deny(f"{target} is outside the project folder", "write inside the project folder instead")
