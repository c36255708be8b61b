package com.example.forms

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Box
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.heightIn
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.foundation.text.BasicTextField
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

@Composable
fun Field(value: String, onValueChange: (String) -> Unit, hint: String = "Email", isError: Boolean = false) {
    val corners = RoundedCornerShape(6.dp)
    BasicTextField(
        value = value,
        onValueChange = onValueChange,
        textStyle = TextStyle(fontSize = 15.sp, color = Color(0xFF1B1C1F)),
        decorationBox = { field ->
            Row(
                Modifier
                    .heightIn(min = 40.dp)
                    .background(Color(0xFFF6F7F9), corners)
                    .border(1.dp, if (isError) Color(0xFFC62828) else Color(0xFFD0D4DA), corners)
                    .padding(horizontal = 12.dp, vertical = 8.dp),
            ) {
                Box {
                    if (value.isEmpty()) BasicText(hint, style = TextStyle(fontSize = 15.sp, color = Color(0xFF8A9099)))
                    field()
                }
            }
        },
    )
}
