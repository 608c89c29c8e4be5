a = greeting
b = "${greeting}, ${name.first}"
c = numbers[1]
