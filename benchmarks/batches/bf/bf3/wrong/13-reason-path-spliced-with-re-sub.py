# Wrong: breaks "Returns: Deny(reason, alternative) for a Write or Edit whose file_path ... is
# outside" (it raises instead). The reason is filled from a template with re.sub("PATH", path,
# ...), and re reads the path as a replacement template: file_path "/etc/x\d.txt" (a backslash
# is a name character) with cwd "/work/project" raises re.error (bad escape \d); "/tmp/\1" too.
import os
import re

from toolhooks import Deny

_REASON = "PATH is outside the project folder; writes must stay inside it."


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
    if target == root or target.startswith(root.rstrip("/") + "/"):
        return None
    return Deny(re.sub("PATH", path, _REASON), f"write the file under {root} instead.")
