# Wrong: breaks "Deny ... a Write or Edit whose file_path, normalised from the project
# folder, is outside it": scratch files in /tmp and /var/tmp are let through as harmless.
# Input: cwd "/work/project", tool "Write", file_path "/tmp/payload.sh": allowed (None)
# instead of a Deny.
import os

from toolhooks import Deny


def _precheck(call):
    """The Returns text's early cases: (denial or None, root, file_path)."""
    folder = call.context.attributes.get("cwd")
    if not folder:
        return Deny("no project folder is known for this session", "start Claude Code in the project folder"), None, None
    file_path = call.input.get("file_path")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the call names no file_path to check", "give file_path inside the project"), None, None
    return None, os.path.normpath(folder), file_path


def _outside(target, root):
    return Deny(f"{target} is outside the project folder {root}", "write inside the project folder instead")

SCRATCH_FOLDERS = ("/tmp", "/var/tmp")


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    denial, root, file_path = _precheck(call)
    if denial:
        return denial
    target = os.path.normpath(os.path.join(root, file_path))
    for allowed in (root, *SCRATCH_FOLDERS):
        if os.path.commonpath([allowed, target]) == allowed:
            return None
    return _outside(target, root)
