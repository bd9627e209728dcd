# Breaks (Ex. 13, Returns): "Deny(reason, alternative) for a Write or Edit whose file_path,
# normalised from the project folder, is outside it". A relative path that climbs out is rewritten
# to the same file name inside the folder. Input: Write, cwd "/work/project", file_path
# "../escape.txt": returns Rewrite({... "file_path": "/work/project/escape.txt"}); expected a Deny.
import os

from toolhooks import Deny, Rewrite


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    if not isinstance(folder, str) or not folder:
        return Deny("this session has no project folder", "open the project, then retry")
    path = call.input.get("file_path")
    if not isinstance(path, str) or not path:
        return Deny("the write names no file", "give file_path, a path inside the project")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, path))
    if target == folder or target.startswith(folder.rstrip("/") + "/"):
        return None
    if not os.path.isabs(path) and os.path.basename(target):
        # the model meant the project: keep the file name, put it where it belongs
        return Rewrite({**call.input, "file_path": os.path.join(folder, os.path.basename(target))})
    return Deny(f"{path} is outside the project folder", f"write it under {folder}")
