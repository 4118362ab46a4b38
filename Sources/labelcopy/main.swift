print("labelcopy")
