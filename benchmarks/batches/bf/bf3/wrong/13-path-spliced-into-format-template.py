# Wrong: breaks "Returns: Deny(...) for a Write or Edit whose file_path ... is outside" for
# paths that hold "{x}" or "{0}", which the text calls names. The path is put into the reason
# text first and the folder filled in afterwards with str.format, which re-reads the braces:
# file_path "/etc/{x}.conf" (cwd "/work/project") raises KeyError('x'); "/etc/{0}" IndexError.
import os

from toolhooks import Deny


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
    reason = (path + " is outside the project folder {root}.").format(root=root)
    return Deny(reason, f"write the file under {root} instead.")
