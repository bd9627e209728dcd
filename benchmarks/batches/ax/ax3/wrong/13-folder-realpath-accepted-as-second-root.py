# Breaks "no file is read and no symlink is followed": besides the folder, its realpath is
# accepted as a second root (in case the host reports the resolved path). Input: cwd "/proc/self",
# Write file_path f"/proc/{os.getpid()}/x" (realpath of /proc/self) -> None instead of a Deny
# (likewise cwd "/bin", file_path "/usr/bin/x" where /bin links to /usr/bin).
import os

from toolhooks import Deny


def _inside(target, root):
    return target == root or os.path.commonpath([root, target]) == root


def keep_writes_in_project(call):
    """Deny Write and Edit whose file_path lands outside the project folder."""
    if call.tool_name not in ("Write", "Edit"):
        return None
    folder = call.context.attributes.get("cwd")
    file_path = call.input.get("file_path")
    if not folder:
        return Deny("no project folder is known for this session.", "ask the user where to write.")
    if not isinstance(file_path, str) or not file_path:
        return Deny("the write has no file_path.", "give file_path as a path in the project.")
    folder = os.path.normpath(folder)
    target = os.path.normpath(os.path.join(folder, file_path))
    roots = {folder, os.path.realpath(folder)}  # the same project, however the host spells it
    if any(_inside(target, root) for root in roots):
        return None
    return Deny(f"{file_path} is outside the project folder.", f"write it under {folder}.")
