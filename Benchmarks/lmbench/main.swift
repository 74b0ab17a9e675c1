print("lmbench")
