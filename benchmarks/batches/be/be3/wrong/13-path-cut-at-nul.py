# Wrong: breaks "Normalising is on the text only ... (nothing is decoded or stripped)": the
# path is cut at its first NUL, as the operating system would read it. Input: cwd
# "/work/project", file_path "notes/\x00/../../../etc/cron.d/job": the text normalises to
# "/work/etc/cron.d/job" (outside, deny), but the cut "notes/" is allowed.
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


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    denial, root, file_path = _precheck(call)
    if denial:
        return denial
    file_path = file_path.split("\x00", 1)[0]  # the OS stops reading a path at NUL
    if not file_path:
        return Deny("the file_path is empty", "give file_path inside the project")
    target = os.path.normpath(os.path.join(root, file_path))
    if os.path.commonpath([root, target]) == root:
        return None
    return _outside(target, root)
