package com.acme.ui.components

import androidx.compose.foundation.background
import androidx.compose.foundation.border
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicText
import androidx.compose.foundation.text.BasicTextField
import androidx.compose.material.icons.Icons
import androidx.compose.material.icons.filled.Search
import androidx.compose.material3.Icon
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp

/** A filter field: a magnifier and the query in a grey pill, a hint under it. */
@Composable
fun FilterField(query: String, onQueryChange: (String) -> Unit, hint: String) {
    Column(verticalArrangement = Arrangement.spacedBy(4.dp)) {
        BasicTextField(
            value = query,
            onValueChange = onQueryChange,
            textStyle = TextStyle(color = Color(0xFF202124), fontSize = 15.sp),
            decorationBox = { queryText ->
                Row(
                    modifier = Modifier
                        .height(40.dp)
                        .background(Color(0xFFF1F3F4), RoundedCornerShape(20.dp))
                        .border(1.dp, Color(0xFFDADCE0), RoundedCornerShape(20.dp))
                        .padding(horizontal = 14.dp),
                    horizontalArrangement = Arrangement.spacedBy(8.dp),
                    verticalAlignment = Alignment.CenterVertically,
                ) {
                    Icon(Icons.Filled.Search, contentDescription = null, tint = Color(0xFF5F6368), modifier = Modifier.size(18.dp))
                    queryText()
                }
            },
        )
        BasicText(hint, style = TextStyle(color = Color(0xFF5F6368), fontSize = 12.sp))
    }
}
